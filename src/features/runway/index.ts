/** The runway screen's only public face. */
export { RunwayScreen } from './components/RunwayScreen.tsx';
export { runwayWriteDefaults } from './hooks/apply-write.ts';
