import { Image } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@portal/shared';
import { DEFAULT_LOGO_URL, PORTAL_TITLE } from '../../app/brand';

/** The current client's logo (/api/clients/{id}/logo), or the default logo without a client. */
export function ClientLogo() {
  const client = useAuth((state) => state.userState?.currentClient ?? null);
  const [failedId, setFailedId] = useState<number | null>(null);
  const useClientLogo = client !== null && failedId !== client.id;
  const src = useClientLogo ? `/api/clients/${client.id}/logo` : DEFAULT_LOGO_URL;
  const alt = useClientLogo ? `${client.name} logo` : `${PORTAL_TITLE} logo`;
  return (
    <Link to="/" aria-label={`${PORTAL_TITLE} home`}>
      <Image
        src={src}
        alt={alt}
        h={36}
        w="auto"
        fit="contain"
        onError={() => client && setFailedId(client.id)}
      />
    </Link>
  );
}
