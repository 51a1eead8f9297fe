import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { namedDragAnnouncements } from './drag-announcements.ts';

const names: Record<string, string> = { 7: 'Holiday', 'delete-goal': 'DELETE' };
const announce = namedDragAnnouncements((id) => names[String(id)] ?? String(id));
const active = { id: 7 } as Active;
const over = { id: 'delete-goal' } as Over;

describe('drag announcements', () => {
  it('name the dragged thing and its target in words', () => {
    expect(announce.onDragStart({ active })).toBe('Picked up Holiday.');
    expect(announce.onDragOver({ active, over })).toBe('Holiday is over DELETE.');
    expect(announce.onDragEnd({ active, over })).toBe('Holiday was dropped on DELETE.');
    expect(announce.onDragCancel({ active, over: null })).toBe('Moving Holiday was cancelled.');
  });

  it('say when the dragged thing is over no target, and that nothing moved when dropped there', () => {
    expect(announce.onDragOver({ active, over: null })).toBe('Holiday is over no place to drop.');
    expect(announce.onDragEnd({ active, over: null })).toBe('Nothing moved.');
  });
});
