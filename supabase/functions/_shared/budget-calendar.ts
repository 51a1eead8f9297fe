export * from './core/calendar.ts';
