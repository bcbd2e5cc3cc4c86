import { Card, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { isApiError, LoadError, showSuccessToast, type AdminClient } from '@portal/shared';
import { useAdminClients } from '../../../lib/api/get-admin-clients';
import { AdminAccessDenied } from '../../../lib/components/admin-access-denied';
import { useCreateClient } from '../api/create-client';
import { useRenameClient } from '../api/rename-client';
import { ClientNameForm } from './client-name-form';
import { ClientsTable } from './clients-table';
import { LogoUploadForm } from './logo-upload-form';

function RenameDialog({ client, onClose }: { client: AdminClient; onClose: () => void }) {
  const rename = useRenameClient(client.id);
  return (
    <Modal opened onClose={onClose} title={`Rename ${client.name}`}>
      <ClientNameForm
        label="Name"
        submitLabel="Save"
        initialName={client.name}
        mutation={rename}
        onCancel={onClose}
        onSaved={(name) => {
          showSuccessToast(`${client.name} is now called ${name}.`);
          onClose();
        }}
      />
    </Modal>
  );
}

/** /admin/clients: create clients, rename them and upload their logos. */
export function ClientsPage() {
  const clients = useAdminClients();
  const create = useCreateClient();
  const [renaming, setRenaming] = useState<AdminClient | null>(null);
  const [uploading, setUploading] = useState<AdminClient | null>(null);
  // Logos are cached for an hour by URL; a new list (after an upload) asks for them afresh.
  const shown = useMemo(
    () =>
      (clients.data ?? []).map((client) => ({
        ...client,
        logoUrl: client.logoUrl && `${client.logoUrl}?v=${clients.dataUpdatedAt}`,
      })),
    [clients.data, clients.dataUpdatedAt],
  );

  if (isApiError(clients.error, 403)) return <AdminAccessDenied />;
  return (
    <Stack>
      <Title order={1}>Clients</Title>
      <Card withBorder>
        <ClientNameForm
          label="New client name"
          submitLabel="Create client"
          mutation={create}
          onSaved={(name) => showSuccessToast(`${name} was created.`)}
        />
      </Card>
      {clients.isPending && <Skeleton h={200} />}
      {clients.isError && (
        <LoadError title="Clients could not be loaded." onRetry={() => void clients.refetch()} />
      )}
      {clients.data?.length === 0 && <Text c="dimmed">No clients yet.</Text>}
      {shown.length > 0 && (
        <ClientsTable clients={shown} onRename={setRenaming} onUploadLogo={setUploading} />
      )}
      {renaming && <RenameDialog client={renaming} onClose={() => setRenaming(null)} />}
      {uploading && (
        <Modal opened onClose={() => setUploading(null)} title={`Logo of ${uploading.name}`}>
          <LogoUploadForm client={uploading} onDone={() => setUploading(null)} />
        </Modal>
      )}
    </Stack>
  );
}
