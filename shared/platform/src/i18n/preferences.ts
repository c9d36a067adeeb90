// The page's preferences store (the platform is a singleton, so there is one per page). On the server there is one
// per process: it answers each render with that request's preferences (serverRender/requestScope.ts).
import { onServer } from '../serverRender/requestScope';
import { createPreferencesStore, createServerPreferencesStore } from './preferencesStore';

export const preferences = onServer ? createServerPreferencesStore() : createPreferencesStore();
