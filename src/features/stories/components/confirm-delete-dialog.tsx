import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DELETE_STORY_WARNING } from '../../../domain/recently-deleted';

interface Props {
  open: boolean;
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDeleteDialog({ open, title, onCancel, onConfirm }: Props) {
  return (
    <Dialog open={open} title="Delete story" onClose={onCancel}>
      <p className="text-sm text-slate-700">
        Are you sure you want to delete &ldquo;{title || 'this story'}&rdquo;? {DELETE_STORY_WARNING}
      </p>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
