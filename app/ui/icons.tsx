/**
 * The app's icons (drawn by Lucide), as references into one sprite: `<svg><use href="…#Phone"/></svg>`.
 *
 * A page of this site shows about a hundred icons. Rendered inline, each was a dozen attributes and
 * a few paths of markup in every page (the home page: 102 icons, 42 KB of its 133 KB of HTML), work
 * for every server render and every hydration, and code in the JavaScript bundles. The paths now
 * live once in `icon-sprite.svg` (cached for good under its hashed name); the look that Lucide put
 * in attributes (no fill, a 2-unit round stroke in the text colour) is the `.icon` rule of app.css,
 * so a class such as `fill-earth-500` still fills an icon.
 *
 * Adding an icon: export it below with Lucide's component name, then `npm run icons` rewrites the
 * sprite (a unit test fails while the sprite is out of date).
 */
import type { CSSProperties, ReactElement, SVGProps } from 'react';
import { cn } from './cn';
// Over Vite's inlining limit (16 KB), so always a file: a data: URL would lose the #fragment.
import sprite from './icon-sprite.svg?url';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  /** Width and height in CSS pixels (a size class such as `h-4 w-4` wins, as with Lucide). */
  size?: number | string;
  strokeWidth?: number | string;
};

export type IconComponent = ((props: IconProps) => ReactElement) & { iconName: string };

function icon(name: string): IconComponent {
  const href = `${sprite}#${name}`;
  const Icon = ({ className, size = 24, strokeWidth, style, ...props }: IconProps) => {
    // Decorative unless the caller names it (as Lucide does).
    const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role !== undefined;
    const css: CSSProperties | undefined = strokeWidth === undefined ? style : { ...style, strokeWidth };
    return (
      <svg width={size} height={size} className={cn('icon', className)} aria-hidden={named ? undefined : true} style={css} {...props}>
        <use href={href} />
      </svg>
    );
  };
  Icon.displayName = name;
  Icon.iconName = name;
  return Icon;
}

export const AlertCircle = icon('AlertCircle');
export const ArrowLeft = icon('ArrowLeft');
export const ArrowRight = icon('ArrowRight');
export const ArrowUp = icon('ArrowUp');
export const Award = icon('Award');
export const Bold = icon('Bold');
export const Bone = icon('Bone');
export const BookOpen = icon('BookOpen');
export const Brain = icon('Brain');
export const Building2 = icon('Building2');
export const CalendarCheck = icon('CalendarCheck');
export const CalendarDays = icon('CalendarDays');
export const CalendarPlus = icon('CalendarPlus');
export const Check = icon('Check');
export const CheckCircle2 = icon('CheckCircle2');
export const ChevronDown = icon('ChevronDown');
export const ChevronLeft = icon('ChevronLeft');
export const ChevronRight = icon('ChevronRight');
export const ClipboardList = icon('ClipboardList');
export const Clock = icon('Clock');
export const Download = icon('Download');
export const Droplets = icon('Droplets');
export const ExternalLink = icon('ExternalLink');
export const Eye = icon('Eye');
export const FileText = icon('FileText');
export const Flame = icon('Flame');
export const Flower2 = icon('Flower2');
export const GraduationCap = icon('GraduationCap');
export const Hand = icon('Hand');
export const Heading2 = icon('Heading2');
export const Heading3 = icon('Heading3');
export const Heart = icon('Heart');
export const HeartPulse = icon('HeartPulse');
export const ImagePlus = icon('ImagePlus');
export const Inbox = icon('Inbox');
export const IndianRupee = icon('IndianRupee');
export const Info = icon('Info');
export const Italic = icon('Italic');
export const Languages = icon('Languages');
export const LayoutGrid = icon('LayoutGrid');
export const Leaf = icon('Leaf');
export const Link2 = icon('Link2');
export const List = icon('List');
export const ListFilter = icon('ListFilter');
export const ListOrdered = icon('ListOrdered');
export const Loader2 = icon('Loader2');
export const LogOut = icon('LogOut');
export const Mail = icon('Mail');
export const MapPin = icon('MapPin');
export const Menu = icon('Menu');
export const MessageCircle = icon('MessageCircle');
export const MessageSquareHeart = icon('MessageSquareHeart');
export const PanelLeft = icon('PanelLeft');
export const PartyPopper = icon('PartyPopper');
export const Phone = icon('Phone');
export const Plus = icon('Plus');
export const Quote = icon('Quote');
export const Redo2 = icon('Redo2');
export const Rss = icon('Rss');
export const Search = icon('Search');
export const Send = icon('Send');
export const Shield = icon('Shield');
export const ShieldAlert = icon('ShieldAlert');
export const ShieldCheck = icon('ShieldCheck');
export const Smartphone = icon('Smartphone');
export const Sparkles = icon('Sparkles');
export const Sprout = icon('Sprout');
export const Star = icon('Star');
export const Stethoscope = icon('Stethoscope');
export const Sun = icon('Sun');
export const Target = icon('Target');
export const Thermometer = icon('Thermometer');
export const Trash2 = icon('Trash2');
export const TriangleAlert = icon('TriangleAlert');
export const Undo2 = icon('Undo2');
export const UserCheck = icon('UserCheck');
export const UserRound = icon('UserRound');
export const Users = icon('Users');
export const Video = icon('Video');
export const Waves = icon('Waves');
export const Wind = icon('Wind');
export const X = icon('X');
