// The choice on the payment page: read from the URL (details pages write it), or today's default for a link without
// one, and written back to the URL's search as it changes (replacing the entry), so a reload or the sign-in detour
// keeps it. It is written only once the page is the traveller's (`writesUrl`): a visitor without an account leaves for
// sign-in with the address they came with.
import { useState } from 'react';
import {
  ticketChoiceFromSearch,
  ticketChoiceToSearch,
  type Availability,
  type Experience,
  type TicketChoice,
} from '@kemet/contract';
import { useLocation } from '@kemet/platform';
import { defaultChoice, isComplete, withQuantity } from '../components/ticketChoice/ticketChoice';
import { useAddressFollows } from '../components/ticketChoice/useAddressFollows';

export interface TicketChoiceState {
  /** Null until the page knows it (a link without a choice waits for the sessions). */
  choice: TicketChoice | null;
  /** The link named a session: the experience's own "next session" figures do not apply to it. */
  fromLink: boolean;
  /** The choice was complete when the page opened: its places are held at once, without "Reserve". */
  completeOnOpen: boolean;
  setQuantity: (categoryId: number, quantity: number) => void;
}

export function useTicketChoice(
  availability: Availability | undefined,
  experience: Experience | undefined,
  writesUrl: boolean,
): TicketChoiceState {
  const location = useLocation();
  const [fromLink] = useState(() => ticketChoiceFromSearch(location.search));
  const [chosen, setChosen] = useState<TicketChoice | null>(fromLink);
  const fallback = !fromLink && availability && experience ? defaultChoice(availability, experience) : null;
  const choice = chosen ?? fallback;

  useAddressFollows(choice ? `?${ticketChoiceToSearch(choice)}` : location.search, writesUrl);

  return {
    choice,
    fromLink: fromLink !== null,
    completeOnOpen: fromLink ? isComplete(fromLink) : true,
    setQuantity: (categoryId, quantity) => {
      if (choice) setChosen(withQuantity(choice, categoryId, quantity));
    },
  };
}
