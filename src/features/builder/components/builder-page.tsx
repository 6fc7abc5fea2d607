// /dashboard/stories/create: the framework chooser without a type, the builder with one.
import { useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { useClients, useStory } from '../../../data/mirror/hooks';
import { getFramework } from '../../../domain/frameworks';
import { FrameworkChooser } from './framework-chooser';
import { FrameworkNotFound } from './framework-not-found';
import { StoryBuilder } from './story-builder';

export function BuilderPage() {
  const [params] = useSearchParams();
  const storyId = params.get('storyId');
  const clientId = params.get('client');
  const typeParam = params.get('type');
  const clients = useClients();
  const client = clientId ? (clients?.find((c) => c.id === clientId) ?? null) : null;
  // A link may name only the story (e.g. from the sync attention list): take its framework.
  const storyForType = useStory(!typeParam ? storyId : null);

  if (!typeParam) {
    if (storyId && storyForType === undefined) return <FullPageSpinner label="Loading story" />;
    if (storyId && storyForType) {
      const framework = getFramework(storyForType.framework_type);
      return framework ? (
        <StoryBuilder key={framework.type} framework={framework} storyId={storyId} client={client} />
      ) : (
        <FrameworkNotFound type={storyForType.framework_type} />
      );
    }
    return <FrameworkChooser client={client} />;
  }
  const framework = getFramework(typeParam);
  if (!framework) return <FrameworkNotFound type={typeParam} />;
  return <StoryBuilder key={framework.type} framework={framework} storyId={storyId} client={client} />;
}
