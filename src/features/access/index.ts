/** The beta gate: the access feature's only public face. */
export { AccessGate } from './components/AccessGate.tsx';
