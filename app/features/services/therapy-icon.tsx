import {
  Bone,
  Brain,
  Droplets,
  Eye,
  Flame,
  Flower2,
  Hand,
  Heart,
  Leaf,
  Shield,
  Sparkles,
  Sprout,
  Sun,
  Thermometer,
  Waves,
  Wind,
  type IconComponent,
} from '~/ui/icons';
import type { TherapyIcon as IconName } from '@content/types';

const icons: Record<IconName, IconComponent> = {
  droplets: Droplets,
  flame: Flame,
  wind: Wind,
  leaf: Leaf,
  sprout: Sprout,
  hand: Hand,
  eye: Eye,
  heart: Heart,
  sun: Sun,
  waves: Waves,
  flower: Flower2,
  bone: Bone,
  brain: Brain,
  sparkles: Sparkles,
  thermometer: Thermometer,
  shield: Shield,
};

export function TherapyIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name] ?? Leaf;
  return <Icon className={className} aria-hidden="true" />;
}
