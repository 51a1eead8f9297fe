import type { ItemKind } from '../../../domain/items.ts';

/** Income and expense ids are per table, so a row's drag id carries its kind: 'expense:12'. */
export function itemKey(item: { kind: ItemKind; id: number }): string {
  return `${item.kind}:${item.id}`;
}

export function parseItemKey(key: string): { kind: ItemKind; id: number } | null {
  const match = /^(income|expense):(-?\d+)$/.exec(key);
  if (!match) return null;
  return { kind: match[1] as ItemKind, id: Number(match[2]) };
}

export const DELETE_TARGET_ID = 'delete';
export const sectionTargetId = (section: number) => `section:${section}`;

/** The section of a drop target id 'section:2', or null. */
export function parseSectionTarget(id: string): number | null {
  const match = /^section:(\d+)$/.exec(id);
  return match ? Number(match[1]) : null;
}
