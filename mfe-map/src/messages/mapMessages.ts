// The map's words (namespace "map"): English bundled, Arabic (with the places' Arabic names) a chunk of its own.
import { registerMessages } from '@kemet/platform';
import en from './map.en';

export const mapMessagesReady = registerMessages('map', {
  en,
  ar: () => import(/* webpackChunkName: "messages-map-ar" */ './map.ar'),
});
