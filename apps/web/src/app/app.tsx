import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { Providers } from './providers.tsx';

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
