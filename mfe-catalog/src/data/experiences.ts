// The catalog's reads from the data service, through shared eventsApi; URL ids (eventId) are turned into record ids here.
import { ApiError, eventsApi, recordIdFromEventId, type EventQuery, type Experience } from '@kemet/shared';

/** A URL eventId is a position in the list: digits only, nothing else. */
export function parseEventId(eventId: string | undefined): number | null {
  if (!eventId || !/^\d{1,9}$/.test(eventId)) return null;
  return recordIdFromEventId(eventId);
}

/** The experience at a URL eventId, or null when there is none (bad id or 404). Other failures throw. */
export async function fetchExperienceByEventId(eventId: string | undefined, signal?: AbortSignal): Promise<Experience | null> {
  const recordId = parseEventId(eventId);
  if (recordId === null) return null;
  try {
    return await eventsApi.get(recordId, signal);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const fetchExperiences = (query: EventQuery, signal?: AbortSignal) => eventsApi.list(query, signal);
export const fetchLocations = (signal?: AbortSignal) => eventsApi.locations(signal);
export const fetchProviders = (signal?: AbortSignal) => eventsApi.providers(signal);
