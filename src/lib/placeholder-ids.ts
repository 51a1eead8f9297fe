import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * Ids of rows shown before the server has created them. They are negative, and unique across reloads (they
 * count down from minus the time of the app's start, in thousandths of a millisecond), because a create queued
 * offline keeps its placeholder id in the device's queue while later edits of that row wait behind it.
 */
let nextPlaceholderId = -Date.now() * 1000;

export function newPlaceholderId(): number {
  return nextPlaceholderId--;
}

/** How long a placeholder's real id is remembered: as long as a queued write is kept. */
const REMEMBERED_MS = 24 * 60 * 60_000;

type RealIds = Record<string, { id: number; at: number }>;

function readRealIds(): RealIds {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.placeholderIds);
    return raw ? (JSON.parse(raw) as RealIds) : {};
  } catch {
    return {};
  }
}

/**
 * The created row's id for a placeholder. Kept on the device (not only in memory), so an edit queued behind
 * the create still reaches the row when the page was reloaded between the two being sent.
 */
export function rememberRealId(placeholderId: number, realId: number, now = Date.now()): void {
  const kept = Object.entries(readRealIds()).filter(([, entry]) => now - entry.at < REMEMBERED_MS);
  const ids = Object.fromEntries([...kept, [String(placeholderId), { id: realId, at: now }]]);
  localStorage.setItem(STORAGE_KEYS.placeholderIds, JSON.stringify(ids));
}

/** The id to send for a row: its real id once the create of a placeholder has been saved. */
export function realId(id: number): number {
  if (id >= 0) return id;
  return readRealIds()[String(id)]?.id ?? id;
}

export function forgetRealIds(): void {
  localStorage.removeItem(STORAGE_KEYS.placeholderIds);
}
