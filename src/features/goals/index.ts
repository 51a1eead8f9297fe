/** The goals screen's only public face. */
export { GoalsScreen } from './components/GoalsScreen.tsx';
