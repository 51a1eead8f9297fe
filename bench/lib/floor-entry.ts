// Deno entry of the bench's floor function (floor-function.ts), served like an Edge Function's index.ts.
import { readConfig } from '../../supabase/functions/_shared/config.ts';
import { createFloorFunction } from './floor-function.ts';

const floor = createFloorFunction(readConfig((name) => Deno.env.get(name)));
Deno.serve({ port: Number(Deno.env.get('PORT')), hostname: '127.0.0.1' }, floor);
