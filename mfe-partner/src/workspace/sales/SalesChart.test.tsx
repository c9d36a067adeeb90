import { render, renderHook } from '@testing-library/react';
import type { ChartOptions } from 'chart.js';
import { inLanguage } from '@kemet/tooling/testing';
import SalesChart from './SalesChart';
import { useSalesFormats } from './useSalesFormats';
import { report } from './testing/salesAnswers';
import { salesMessagesReady } from './messages/salesMessages';

// Chart.js needs a canvas jsdom lacks: what the page hands react-chartjs-2 is the chart it draws.
const drawn: {
  props?: { data: { labels: string[]; datasets: { label: string; data: unknown[] }[] }; options: ChartOptions<'bar'> };
} = {};
jest.mock('react-chartjs-2', () => ({
  Chart: (props: NonNullable<(typeof drawn)['props']> & { 'aria-label': string }) => {
    drawn.props = props;
    return <canvas role="img" aria-label={props['aria-label']} />;
  },
}));

beforeAll(() => salesMessagesReady);
afterEach(() => inLanguage('en'));

function draw() {
  const formats = renderHook(() => useSalesFormats()).result.current;
  render(<SalesChart days={report.days} formats={formats} label="Sales" describedBy="table" />);
  const { data, options } = drawn.props!;
  const tick = (axis: 'tickets' | 'fill', value: number) =>
    (options.scales![axis]!.ticks as { callback: (value: number) => string }).callback.call(null as never, value);
  return { data, options, tick };
}

describe('the sales chart', () => {
  it('draws tickets as bars and the fill rate as a line, days from the left in English', () => {
    const { data, options, tick } = draw();
    expect(data.labels).toEqual(['9 Mar', '10 Mar', '11 Mar']);
    expect(data.datasets.map((d) => [d.label, d.data])).toEqual([
      ['Tickets sold', [0, 5, 2]],
      ['Fill rate', [null, 0.2, null]],
    ]);
    expect(options.scales!.x!.reverse).toBe(false);
    expect(options.scales!.tickets!.position).toBe('left');
    expect([tick('tickets', 5), tick('fill', 0.2)]).toEqual(['5', '20%']);
    expect(options.plugins!.legend!.rtl).toBe(false);
  });

  it('runs right to left in Arabic, with Arabic labels and digits', async () => {
    await inLanguage('ar');
    const { data, options, tick } = draw();
    expect(data.labels).toEqual(['٩ مارس', '١٠ مارس', '١١ مارس']);
    expect(data.datasets.map((d) => d.label)).toEqual(['التذاكر المبيعة', 'نسبة الإشغال']);
    expect(options.scales!.x!.reverse).toBe(true);
    expect(options.scales!.tickets!.position).toBe('right');
    expect(options.scales!.fill!.position).toBe('left');
    expect([tick('tickets', 5), tick('fill', 0.2)]).toEqual(['٥', '٢٠٪']);
    expect(options.plugins!.legend).toMatchObject({ rtl: true, textDirection: 'rtl' });
    expect(options.plugins!.tooltip).toMatchObject({ rtl: true, textDirection: 'rtl' });
  });
});
