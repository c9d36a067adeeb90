import { mountApp } from './app/mountApp';

mountApp(document.getElementById('root')!);
