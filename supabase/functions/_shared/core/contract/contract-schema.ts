// The endpoint list as a type, in the shape of Hono's route schema: what `hc<AppType>` reads, so the SPA's
// calls are checked against ENDPOINTS by tsc (docs/api.md, "The typed client").
import type { z } from 'zod/mini';
import type { Endpoint, Endpoints } from './endpoints.ts';

type Defined<E, K extends 'params' | 'query' | 'body'> = E extends {
  [Key in K]: infer S extends z.ZodMiniType;
}
  ? S
  : never;

/** What a call of `E` carries: hc's `param`, `query` and `json`, each only where the endpoint has it. */
type RequestOf<E> = ([Defined<E, 'params'>] extends [never]
  ? unknown
  : { param: z.input<Defined<E, 'params'>> }) &
  ([Defined<E, 'query'>] extends [never] ? unknown : { query: z.input<Defined<E, 'query'>> }) &
  ([Defined<E, 'body'>] extends [never] ? unknown : { json: z.input<Defined<E, 'body'>> });

type Flat<T> = { [K in keyof T]: T[K] };

/** Path → `$method` → input and output (the answer as it travels: the response schema's input side). */
export type ContractSchema<List extends readonly Endpoint[] = Endpoints> = {
  [P in List[number]['path']]: {
    [E in Extract<List[number], { path: P }> as `$${Lowercase<E['method']>}`]: {
      input: Flat<RequestOf<E>>;
      output: z.input<E['response']>;
      outputFormat: 'json';
      status: 200;
    };
  };
};
