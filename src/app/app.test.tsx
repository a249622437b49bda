import { render, screen } from '@testing-library/react';
import { App } from './app';

describe('App', () => {
  it('renders the welcome page at /', () => {
    window.history.pushState({}, '', '/');
    render(<App />);
    expect(screen.getByRole('heading', { name: 'WELCOME TO EDUCATION' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/api/docs' })).toHaveAttribute('href', '/api/docs');
  });
});
