import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import { PlaceFields } from './PlaceFields';

function renderPlace() {
  render(
    <Formik
      initialValues={{
        governorate: 'Aswan',
        meetingPointEn: '',
        meetingPointAr: '',
        latitude: '24.1',
        longitude: '32.9',
      }}
      onSubmit={() => undefined}
    >
      <PlaceFields />
    </Formik>,
  );
}

describe('the meeting point map', () => {
  it('draws Egypt without a tile server and moves the point where it is clicked', async () => {
    renderPlace();
    const map = screen.getByRole('group', { name: 'Map of Egypt: choose the meeting point' });
    await waitFor(() => expect(map.querySelectorAll('path').length).toBeGreaterThan(27), { timeout: 15_000 });
    expect(map.querySelector('img.leaflet-tile')).toBeNull();
    await act(async () => {
      fireEvent.click(map.querySelector('.leaflet-container')!, { clientX: 420, clientY: 160 });
    });
    // 100 px east of the centre at zoom 5: 4.4° of longitude (8192 px for 360°), the same latitude.
    const value = (label: string) => Number(screen.getByLabelText<HTMLInputElement>(label).value);
    expect(value('Latitude')).toBeCloseTo(24.1, 1);
    expect(value('Longitude')).toBeGreaterThan(37);
    expect(value('Longitude')).toBeLessThan(37.6);
  }, 30_000);
});
