import { mountStandalone } from './standalone';

mountStandalone(document.getElementById('root')!);
