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
    // The map shows Egypt's centre (26.6, 31.6); 100 px east of it at zoom 5 is 4.4° of longitude (8192 px for 360°).
    const value = (label: string) => Number(screen.getByLabelText<HTMLInputElement>(label).value);
    expect(value('Latitude')).toBeCloseTo(26.6, 1);
    expect(value('Longitude')).toBeGreaterThan(35.8);
    expect(value('Longitude')).toBeLessThan(36.2);
  }, 30_000);
});
