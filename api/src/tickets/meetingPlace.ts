// The meeting place printed on tickets: the experience's own, else its governorate's capital
// (@kemet/contract/capitals).
import type { MeetingPlace } from '@kemet/contract';
import { capitalOf } from '@kemet/contract/capitals';

/** The experience's own meeting point, else its governorate's capital (Cairo for a location outside the table). */
export function meetingPlaceOf(experience: {
  location: string;
  meetingPoint: string | null;
  meetingLatitude: number | null;
  meetingLongitude: number | null;
}): MeetingPlace {
  if (experience.meetingPoint && experience.meetingLatitude !== null && experience.meetingLongitude !== null) {
    return {
      name: experience.meetingPoint,
      latitude: experience.meetingLatitude,
      longitude: experience.meetingLongitude,
    };
  }
  const { capital, latitude, longitude } = capitalOf(experience.location);
  return { name: `${capital} city centre`, latitude, longitude };
}
