// The editor's rules say what the API's ListingBody says, in the same words (api/test/partnerListings.test.ts sends
// the same bad listing to the service).
import { messages } from '../messages';
import { listingSchema } from './listings';
import { validate } from './validate';

const good = {
  kind: 'tour',
  nameEn: 'Sunrise felucca',
  nameAr: 'فلوكة الشروق',
  descriptionEn: 'Two quiet hours at dawn.',
  descriptionAr: 'ساعتان هادئتان عند الفجر.',
  whatToBringEn: '',
  whatToBringAr: '',
  governorate: 'Aswan',
  meetingPointEn: '',
  meetingPointAr: '',
  latitude: '24.0889',
  longitude: '32.8997',
  images: [],
};

describe('listingSchema', () => {
  it('takes a whole listing, the coordinates typed as text', () => {
    expect(validate(listingSchema, good)).toMatchObject({ ok: true, value: { latitude: 24.0889, longitude: 32.8997 } });
  });

  it('refuses what the API refuses, with the same words', () => {
    expect(
      validate(listingSchema, {
        ...good,
        kind: 'cruise',
        nameEn: 'ab',
        descriptionAr: '   ',
        governorate: 'Atlantis',
        latitude: '51.5',
        longitude: 'east',
        images: ['https://evil.example/x.png'],
      }),
    ).toEqual({
      ok: false,
      fields: {
        kind: messages.listingKindInvalid,
        nameEn: messages.listingNameTooShort,
        descriptionAr: messages.fieldRequired,
        governorate: messages.governorateInvalid,
        latitude: messages.latitudeInvalid,
        longitude: messages.longitudeInvalid,
        'images[0]': messages.listingImageInvalid,
      },
    });
  });

  it('keeps the length limits and the number of pictures', () => {
    const picture = (n: number) => `/api/media/uploads/${n.toString(16).padStart(32, '0')}.webp`;
    expect(
      validate(listingSchema, {
        ...good,
        nameAr: 'ن'.repeat(121),
        descriptionEn: 'x'.repeat(2001),
        whatToBringAr: 'x'.repeat(501),
        latitude: '',
        images: Array.from({ length: 9 }, (_, n) => picture(n)),
      }),
    ).toEqual({
      ok: false,
      fields: {
        nameAr: messages.listingNameTooLong,
        descriptionEn: messages.listingDescriptionTooLong,
        whatToBringAr: messages.listingShortTextTooLong,
        latitude: messages.latitudeInvalid,
        images: messages.listingImagesTooMany,
      },
    });
  });
});
