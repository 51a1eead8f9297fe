/** The runway screen's only public face. */
export { RunwayScreen } from './components/RunwayScreen.tsx';
