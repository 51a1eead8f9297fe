import { ENDPOINTS } from './endpoints.ts';

/** docs/api.md's "Wire contract" table, written from ENDPOINTS (the test of endpoints.ts keeps the page equal). */
export function endpointTable(): string {
  const rows = ENDPOINTS.map(
    ({ method, path, params, body, responseName }) =>
      `| ${method} | \`${path}\` | ${params || body ? 'core' : 'route'} | \`${responseName}\` |`,
  );
  return ['| Method | Path | Request schema | Response schema |', '| --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}
