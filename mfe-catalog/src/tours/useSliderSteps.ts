// The tour cards' sliders before the page's code is live: a step is a GET of the tours page (its page and keywords
// kept) with ?photo=<eventId>-<position>, and the server renders that card's slider with that photo first.
import { useSearchParams } from '@kemet/platform';
import type { SliderSteps } from '../components/ImageSlider';
import { usePageAddress } from '../hooks/usePageAddress';

/** The slider steps of the card of `eventId`, given the list's state to keep. */
export function useSliderSteps(keep: URLSearchParams): (eventId: number) => SliderSteps {
  const [params] = useSearchParams();
  const action = usePageAddress();
  const [shownKey, shownPosition] = (params.get('photo') ?? '').split('-');
  const position = Number(shownPosition);
  return (eventId) => ({
    action,
    keep,
    key: String(eventId),
    shift: String(eventId) === shownKey && Number.isInteger(position) && position > 0 ? position - 1 : 0,
  });
}
