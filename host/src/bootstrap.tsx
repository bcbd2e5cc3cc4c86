import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootPortal } from './app/boot';

bootPortal();
createRoot(document.getElementById('root')!).render(<App />);
