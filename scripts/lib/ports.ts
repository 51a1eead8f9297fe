import { port } from '../../supabase/local/config.ts';

/** The ports of a stack that a script starts for its own use (README lists each variable and default). */
export interface StackPorts {
  name: string;
  appPort: number;
  gatewayPort: number;
  mailboxPort: number;
}

/** `npm test`: its throwaway PostgreSQL and its own copy of the local stack. */
export function testPorts(env: NodeJS.ProcessEnv = process.env): { postgres: number; stack: StackPorts } {
  return {
    postgres: port(env, 'TEST_DB_PORT', 54330),
    stack: {
      name: 'test-stack',
      appPort: port(env, 'TEST_APP_PORT', 55173),
      gatewayPort: port(env, 'TEST_GATEWAY_PORT', 55321),
      mailboxPort: port(env, 'TEST_MAILBOX_PORT', 55324),
    },
  };
}

/** `npm run bench` and `npm run bench:load`: PostgreSQL (the cluster, or bench:load's embedded server), the
 * round-trip proxy and the stack. */
export function benchPorts(env: NodeJS.ProcessEnv = process.env): {
  postgres: number;
  proxy: number;
  stack: StackPorts;
} {
  return {
    postgres: port(env, 'BENCH_DB_PORT', 54340),
    proxy: port(env, 'BENCH_PROXY_PORT', 54341),
    stack: {
      name: 'bench-stack',
      appPort: port(env, 'BENCH_APP_PORT', 55273),
      gatewayPort: port(env, 'BENCH_GATEWAY_PORT', 55421),
      mailboxPort: port(env, 'BENCH_MAILBOX_PORT', 55424),
    },
  };
}
