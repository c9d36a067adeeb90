// The shell's words (namespace "shell"), including the notices of remote parts that never arrived. Arabic is a chunk of its own.
import { registerMessages } from '@kemet/platform';
import en from './shell.en';

export const shellMessagesReady = registerMessages('shell', { en, ar: () => import(/* webpackChunkName: "messages-shell-ar" */ './shell.ar') });
