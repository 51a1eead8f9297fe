/** The contact page: the contact feature's only public face. */
export { ContactPage } from './components/ContactPage.tsx';
