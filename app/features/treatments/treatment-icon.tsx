import { BookOpen, Bone, Droplets, Eye, Flower2, HeartPulse, Shield, Sparkles, type IconComponent } from '~/ui/icons';

const icons: Record<string, IconComponent> = {
  'skin&hair': Sparkles,
  'infertility&pCOD': Flower2,
  'kidney&gallbladder': Droplets,
  'arthritis&pain': Bone,
  lifestyle: HeartPulse,
  glucoma: Eye,
  immunity: Shield,
};

export function TreatmentIcon({ path, className }: { path: string | null; className?: string }) {
  const Icon = (path && icons[path]) || BookOpen;
  return <Icon className={className} aria-hidden="true" />;
}
