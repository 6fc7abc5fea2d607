// The browser tab's title on signed-in screens: the deepest matched route's `handle.title`
// (declared beside the route in src/app), so moving between screens inside the app always names
// the screen, including ones that set no title of their own. React 19 hoists <title> into <head>.
import { useMatches } from 'react-router-dom';

export interface RouteHandle {
  title?: string;
}

export function RouteTitle() {
  const title = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  return title ? <title>{`${title} · StoryStack`}</title> : null;
}
