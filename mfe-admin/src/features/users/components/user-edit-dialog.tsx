import { Modal, Skeleton } from '@mantine/core';
import { LoadError } from '@portal/shared';
import { useUserDetail } from '../api/get-user';
import { UserEditForm } from './user-edit-form';

/** The user being edited, as the list knows them. */
export interface EditedUser {
  id: number;
  email: string;
}

/** A modal that loads one user and edits them; closed by Cancel, Save or Escape. */
export function UserEditDialog({ user, onClose }: { user: EditedUser; onClose: () => void }) {
  const detail = useUserDetail(user.id);
  return (
    <Modal opened onClose={onClose} title={`Edit ${user.email}`} size="lg">
      {detail.isPending && <Skeleton h={320} />}
      {detail.isError && (
        <LoadError title="The user could not be loaded." onRetry={() => void detail.refetch()} />
      )}
      {detail.data && <UserEditForm user={detail.data} onDone={onClose} />}
    </Modal>
  );
}
