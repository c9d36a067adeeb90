import { mountApp } from './app/mountApp';

void mountApp(document.getElementById('root')!);
