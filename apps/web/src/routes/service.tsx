import { useParams } from 'react-router';
import { ServiceDetail } from '../features/content/components/service-detail.tsx';

export default function ServicePage() {
  const { id = '' } = useParams();
  return <ServiceDetail id={id} />;
}
