// The search's range on Kemet's calendar (the buy box's): from today on, and once the first day is picked, no last day
// past a year from it, the longest range the search takes. Its own chunk: react-day-picker loads with the upgraded form.
import { useEffect } from 'react';
import { usePreferences, useTranslation } from '@kemet/platform';
import { dateOfDayKey, dayKeyOf } from '@kemet/ui';
import { KemetCalendar } from '@kemet/ui/calendar';
import '../../messages/catalogMessages';
import { lastDayFrom, nextRange, type DayRange } from './dayRange';

interface Props {
  range: DayRange;
  onChange: (range: DayRange) => void;
  /** Cairo's today: the first day that can be picked. */
  today: string;
  /** Called once it is on the page (its chunk loaded), at its full height. */
  onShown: () => void;
}

export function RangeCalendar({ range, onChange, today, onShown }: Props) {
  const { t } = useTranslation('catalog');
  useEffect(() => {
    onShown();
  }, [onShown]);
  const { language, digits } = usePreferences();
  const from = range.from ? dateOfDayKey(range.from) : undefined;
  const to = range.to ? dateOfDayKey(range.to) : undefined;
  const first = dateOfDayKey(today);
  const choosingLast = range.from !== '' && range.to === '';
  return (
    <KemetCalendar
      mode="range"
      language={language}
      digits={digits}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- it opens from its button, as a dialog does: the focus goes to its day (the first one, else today)
      autoFocus
      defaultMonth={from && from > first ? from : first}
      startMonth={first}
      selected={from ? { from, to } : undefined}
      onSelect={(_range, day) => onChange(nextRange(range, dayKeyOf(day)))}
      disabled={[{ before: first }, ...(choosingLast ? [{ after: dateOfDayKey(lastDayFrom(range.from)) }] : [])]}
      // The days the range's ends are on, for their labels (react-day-picker's own marks need both ends).
      modifiers={{ first: from ? [from] : [], last: to && range.to !== range.from ? [to] : [] }}
      dayNotes={(modifiers) => [
        modifiers.first && t('partySearch.when.first'),
        modifiers.last && t('partySearch.when.last'),
      ]}
    />
  );
}
