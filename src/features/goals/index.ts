/** The goals screen's only public face. */
export { GoalsScreen } from './components/GoalsScreen.tsx';
export { goalWriteDefaults } from './hooks/goal-write-defaults.ts';
