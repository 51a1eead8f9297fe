export const OFFLINE_MESSAGE = "You're offline. Your budget will load when you're back online.";
