// The shell's words (namespace "shell"): the frame and the names of remote parts, so a remote that never arrived
// still has its notice in the page's language. Arabic is a chunk of its own.
import { registerMessages } from '@kemet/platform';
import en from './shell.en';

export const shellMessagesReady = registerMessages('shell', {
  en,
  ar: () => import(/* webpackChunkName: "messages-shell-ar" */ './shell.ar'),
});
