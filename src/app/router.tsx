// The route table. Public pages load eagerly-light; the dashboard is code-split.
import { createBrowserRouter } from 'react-router-dom';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <main className="p-8"><h1 className="text-3xl font-bold">Your Story Is Money</h1></main>,
  },
]);
