// A review's stars, sub-scores and "went in", as every page showing reviews reads them, in English and Arabic.
import { render, screen } from '@testing-library/react';
import { inLanguage } from '@kemet/tooling/testing';
import { ReviewScores } from './ReviewScores';
import { Stars } from './Stars';
import { useWentIn } from './useWentIn';

afterEach(() => inLanguage('en'));

function Review() {
  const wentIn = useWentIn();
  return (
    <article>
      <Stars score={4} />
      <p>{wentIn('2027-03-15')}</p>
      <ReviewScores review={{ guide: 5, organisation: 4, value: 3 }} />
    </article>
  );
}

describe('a review’s scores', () => {
  it('shows four of five stars named "4 out of 5", the month the reviewer went and the sub-scores', () => {
    render(<Review />);
    const stars = screen.getByRole('img', { name: '4 out of 5' });
    expect(stars).toHaveTextContent('★★★★★');
    expect(stars.lastElementChild).toHaveTextContent(/^★$/);
    expect(screen.getByText('went in March 2027')).toBeInTheDocument();
    expect(screen.getByText('Guide').closest('dl')).toHaveTextContent('Guide5/5Organisation4/5Value3/5');
  });

  it('rounds a mean score to whole stars, and names it exactly', () => {
    render(<Stars score={3.6} />);
    expect(screen.getByRole('img', { name: '3.6 out of 5' }).firstElementChild).toHaveTextContent(/^★★★★$/);
  });

  it('says it in Arabic, in Arabic digits', async () => {
    await inLanguage('ar');
    render(<Review />);
    expect(screen.getByRole('img', { name: '٤ من ٥' })).toBeInTheDocument();
    expect(screen.getByText('زار في مارس ٢٠٢٧')).toBeInTheDocument();
    const scores = screen.getByText('المرشد').closest('dl');
    expect(scores).toHaveTextContent('المرشد٥/٥التنظيم٤/٥القيمة مقابل السعر٣/٥');
  });
});
