import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import postgres from 'postgres';
import { startPgCluster, type PgCluster } from '../../../../scripts/lib/pg-cluster.ts';
import { createMailbox, type Mailbox } from '../../mailbox/mailbox.ts';
import { createAuthApp } from '../app.ts';
import { loadOrCreateSigningKey } from '../keys.ts';

const BOOTSTRAP_SQL = resolve(import.meta.dirname, '../../bootstrap.sql');

export interface AuthTestStack {
  /** The gateway-style base URL; auth lives at `${url}/auth/v1`. */
  url: string;
  siteUrl: string;
  sql: postgres.Sql;
  mailbox: Mailbox;
  keyFile: string;
  /** A fresh supabase-js client configured as the API facade configures it. */
  client(): SupabaseClient;
  /** Moves the auth service's clock forward. */
  advanceClock(seconds: number): void;
  stop(): Promise<void>;
}

/** Real PostgreSQL 15 plus the auth app served over real HTTP under /auth/v1, as the local gateway mounts it. */
export async function startAuthStack(ports: { db: number; http: number }): Promise<AuthTestStack> {
  const cluster: PgCluster = await startPgCluster({ port: ports.db });
  const sql = postgres(cluster.url, { prepare: false, max: 4, onnotice: () => {} });
  const keyDir = mkdtempSync(join(tmpdir(), 'halfwise-auth-key-'));
  let server: ServerType | undefined;
  try {
    await sql.unsafe(await readFile(BOOTSTRAP_SQL, 'utf8'));
    const url = `http://127.0.0.1:${ports.http}`;
    const siteUrl = 'http://127.0.0.1:5173';
    const keyFile = join(keyDir, 'auth-signing-key.json');
    const mailbox = createMailbox();
    let clockOffsetMs = 0;
    const gateway = new Hono().route(
      '/auth/v1',
      createAuthApp({
        sql,
        signingKey: await loadOrCreateSigningKey(keyFile),
        mailer: mailbox,
        config: { siteUrl, externalUrl: url, jwtExpirySeconds: 3600 },
        now: () => new Date(Date.now() + clockOffsetMs),
      }),
    );
    server = await listen(gateway, ports.http);
    const running = server;
    return {
      url,
      siteUrl,
      sql,
      mailbox,
      keyFile,
      client: () =>
        createClient(url, 'local-anon-key', {
          auth: {
            persistSession: false,
            autoRefreshToken: false,
            detectSessionInUrl: false,
            flowType: 'implicit',
          },
          realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
        }),
      advanceClock: (seconds) => {
        clockOffsetMs += seconds * 1000;
      },
      async stop() {
        await new Promise<void>((done) => running.close(() => done()));
        await sql.end();
        await cluster.stop();
        rmSync(keyDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    server?.close();
    await sql.end();
    await cluster.stop();
    throw error;
  }
}

/**
 * supabase-js builds its realtime client eagerly and, on Node 20 (no global WebSocket), throws unless a
 * transport is given. These tests never open a realtime channel, so the transport refuses to be used.
 */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by the auth tests');
  }
}

function listen(app: Hono, port: number): Promise<ServerType> {
  return new Promise((ready) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => ready(server));
  });
}
