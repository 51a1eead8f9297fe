/** The settings screen: the settings feature's only public face. */
export { SettingsScreen } from './components/SettingsScreen.tsx';
