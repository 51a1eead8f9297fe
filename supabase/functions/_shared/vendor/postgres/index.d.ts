// The vendored driver keeps the published package's types (npm `postgres`, same version).
import postgres from 'postgres';

export default postgres;
