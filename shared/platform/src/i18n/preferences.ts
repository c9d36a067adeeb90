// The page's preferences store (the platform is a singleton, so there is one per page).
import { createPreferencesStore } from './preferencesStore';

export const preferences = createPreferencesStore();
