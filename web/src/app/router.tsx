import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes.js';

export const router = createBrowserRouter(routes);
