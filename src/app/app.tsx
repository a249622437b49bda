import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { HomePlaceholder } from './home-placeholder';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={paths.home} element={<HomePlaceholder />} />
        <Route path="*" element={<HomePlaceholder />} />
      </Routes>
    </BrowserRouter>
  );
}
