// The sales per day as a chart (Chart.js through react-chartjs-2): tickets sold as bars, the sessions' fill rate as a
// line on its own axis. Loaded as a chunk of its own by the sales page only, so no other page carries Chart.js.
// Right to left, the days run from the right and the axes, legend and tooltips read right to left, in the page's digits.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Chart as ReactChart } from 'react-chartjs-2';
import { useTranslation } from '@kemet/platform';
import type { SalesDay } from '@kemet/contract';
import type { SalesFormats } from './useSalesFormats';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Legend,
  Tooltip,
);

// The design tokens' lapis and gold (tokens.css), as canvas needs colours, not variables.
const LAPIS = '#1f3a68';
const GOLD = '#b8862b';

export interface SalesChartProps {
  days: SalesDay[];
  formats: SalesFormats;
  label: string;
  describedBy: string;
}

export default function SalesChart({ days, formats, label, describedBy }: SalesChartProps) {
  const { t } = useTranslation('partnerSales');
  const rtl = formats.direction === 'rtl';
  const data: ChartData<'bar' | 'line', (number | null)[], string> = {
    labels: days.map((day) => formats.shortDay(day.date)),
    datasets: [
      {
        type: 'bar',
        label: t('sales.ticketsSeries'),
        data: days.map((day) => day.tickets),
        backgroundColor: LAPIS,
        yAxisID: 'tickets',
        order: 2,
      },
      {
        type: 'line',
        label: t('sales.fillSeries'),
        data: days.map((day) => day.fillRate),
        borderColor: GOLD,
        backgroundColor: GOLD,
        spanGaps: true,
        yAxisID: 'fill',
        order: 1,
      },
    ],
  };
  const font = { family: 'inherit' };
  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { reverse: rtl, ticks: { font, autoSkipPadding: 8 } },
      tickets: {
        type: 'linear',
        position: rtl ? 'right' : 'left',
        beginAtZero: true,
        ticks: { precision: 0, font, callback: (value) => formats.number(Number(value)) },
      },
      fill: {
        type: 'linear',
        position: rtl ? 'left' : 'right',
        min: 0,
        max: 1,
        grid: { drawOnChartArea: false },
        ticks: { font, callback: (value) => formats.percent(Number(value)) },
      },
    },
    plugins: {
      legend: { rtl, textDirection: formats.direction, labels: { font } },
      tooltip: {
        rtl,
        textDirection: formats.direction,
        callbacks: {
          label: (item) =>
            item.dataset.yAxisID === 'fill'
              ? `${item.dataset.label}: ${item.parsed.y === null ? t('sales.noSessions') : formats.percent(item.parsed.y)}`
              : `${item.dataset.label}: ${formats.number(item.parsed.y ?? 0)}`,
        },
      },
    },
  };
  return (
    <ReactChart type="bar" data={data} options={options} role="img" aria-label={label} aria-describedby={describedBy} />
  );
}
